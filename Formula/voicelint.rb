# Homebrew formula: brew install --HEAD ./Formula/voicelint.rb
# (a tap can carry this file as it is; add url/sha256 of a release tarball when one exists).
class Voicelint < Formula
  desc "Checks the VoiceOver labels and hints in iOS string catalogs"
  homepage "https://github.com/voicelint/voicelint"
  head "https://github.com/voicelint/voicelint.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "icu4c"

  def install
    # The package links ICU through pkg-config (module CICU): use Homebrew's icu4c,
    # not the system's private libicucore.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["icu4c"].opt_lib/"pkgconfig"
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    (testpath/"en.lproj").mkpath
    (testpath/"en.lproj/Localizable.strings").write "\"play.accessibilityLabel\" = \"Play button\";\n"
    output = shell_output("#{bin}/voicelint #{testpath} --format json", 1)
    assert_match "label-control-type", output
  end
end
