#!/usr/bin/env bash
# Installs the Debian packages MotionLab needs (build: SDL2, SDL2_image, SDL2_ttf, libspng + zlib for PNG
# frames, pkg-config, fonts; recording and its tests: ffmpeg; tests: Xvfb, xdotool, ImageMagick; the
# Wayland window test: sway, grim, wtype, jq, and for its virtual-pointer helper libwayland-dev
# (wayland-scanner via libwayland-bin) and gcc; the solver tests' reference: kiwisolver from PyPI).
# Skips apt entirely when everything is already there.
set -euo pipefail
packages=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libspng-dev zlib1g-dev ffmpeg fonts-dejavu-core fonts-dejavu-extra xvfb xdotool x11-utils imagemagick
          sway grim wtype jq libwayland-dev libwayland-bin gcc libc6-dev)
# SF Symbol stand-ins (UIImage(systemName:)): Google's Material Icons font (Apache-2.0).
packages+=(fonts-material-design-icons-iconfont)
# Text fallback for scalars DejaVu Sans lacks (Chinese, Japanese, Korean): WenQuanYi Micro Hei.
packages+=(fonts-wqy-microhei)
# Colour emoji in text (👍 🎉): Noto Color Emoji.
packages+=(fonts-noto-color-emoji)
# cairo: the reference rasteriser the Core Graphics tests compare drawing with (Tests/CCairo, tests only).
packages+=(libcairo2-dev)
# UIKit Dynamics: Box2D 2.4 (C++; its C bridge is compiled with the Swift toolchain's clang against
# libstdc++'s headers, which g++ brings).
packages+=(libbox2d-dev g++)
# Python 3 with pip for kiwisolver, when the machine has no python3 at all.
command -v python3 >/dev/null || packages+=(python3 python3-pip)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# kiwisolver (PyPI): the reference the constraint solver's tests compare with (Tests/MotionConstraintsTests).
if ! python3 -c 'import kiwisolver' 2>/dev/null; then
  echo "install-deps: installing kiwisolver (pip)"
  python3 -m pip install --quiet kiwisolver 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages kiwisolver \
    || { echo "install-deps: kiwisolver could not be installed (pip install kiwisolver)" >&2; exit 1; }
fi
