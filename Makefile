# voicelint: build and install (binary, shell completions, man page).
#   make                       release build
#   make install PREFIX=...    install under PREFIX (default /usr/local); DESTDIR for staging
#   make uninstall PREFIX=...
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share

.PHONY: all build install uninstall test
all: build

build:
	swift build -c release --product voicelint

install: build
	install -d "$(BINDIR)" "$(SHAREDIR)/man/man1" "$(SHAREDIR)/bash-completion/completions" \
		"$(SHAREDIR)/zsh/site-functions" "$(SHAREDIR)/fish/vendor_completions.d"
	install -m 755 "$$(swift build -c release --show-bin-path)/voicelint" "$(BINDIR)/voicelint"
	install -m 644 docs/voicelint.1 "$(SHAREDIR)/man/man1/voicelint.1"
	install -m 644 completions/voicelint.bash "$(SHAREDIR)/bash-completion/completions/voicelint"
	install -m 644 completions/_voicelint "$(SHAREDIR)/zsh/site-functions/_voicelint"
	install -m 644 completions/voicelint.fish "$(SHAREDIR)/fish/vendor_completions.d/voicelint.fish"

uninstall:
	rm -f "$(BINDIR)/voicelint" "$(SHAREDIR)/man/man1/voicelint.1" \
		"$(SHAREDIR)/bash-completion/completions/voicelint" "$(SHAREDIR)/zsh/site-functions/_voicelint" \
		"$(SHAREDIR)/fish/vendor_completions.d/voicelint.fish"

test:
	swift test
