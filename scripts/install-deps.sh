#!/usr/bin/env bash
# Installs the Debian packages MotionLab needs (build: SDL2, SDL2_image, SDL2_ttf, libspng + zlib for PNG
# frames, pkg-config, fonts; recording and its tests: ffmpeg; tests: Xvfb, xdotool, ImageMagick; the
# Wayland window test: sway, grim, wtype, jq, and for its virtual-pointer helper libwayland-dev
# (wayland-scanner via libwayland-bin) and gcc). Skips apt entirely when everything is already there.
set -euo pipefail
packages=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libspng-dev zlib1g-dev ffmpeg fonts-dejavu-core xvfb xdotool x11-utils imagemagick
          sway grim wtype jq libwayland-dev libwayland-bin gcc libc6-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
