Image("a").accessibility(label: Text("a.label"), hint: Text("a.hint"))
Image("b").accessibility(hint: Text(String(localized: "b.hint")))
Image("c").accessibility(value: Text("c.value"))
Image("avatar", label: Text("avatar.label"))
