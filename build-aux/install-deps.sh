#!/bin/sh
# Installs the Debian 12 packages Kontor needs to build, test and run.
# Idempotent and quiet when everything is present.  Needs root (or sudo) only
# when something is missing.
set -eu

PACKAGES="build-essential pkg-config meson ninja-build gettext
libglib2.0-dev libglib2.0-dev-bin libgtk-4-dev libadwaita-1-dev libjson-glib-dev
desktop-file-utils appstream xvfb xauth xdotool imagemagick valgrind
fonts-cantarell adwaita-icon-theme librsvg2-common python3 shared-mime-info gcovr
dbus-daemon at-spi2-core gir1.2-atspi-2.0 python3-gi"

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

echo "Installing missing Debian packages:$missing"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "Please install as root:$missing" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
