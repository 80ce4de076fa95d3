# Sourced by Scripts/check-ios-sdk.sh and Scripts/build-docs.sh: the compiler that builds for iOS,
# and the upcoming features Package.swift turns on, run from the package's root.
#
# Sets `kit` to the compiler command: SWIFTC_IOS (a command, arguments allowed), or without it
# `xcrun --sdk iphoneos swiftc` where xcrun exists (a Mac with Xcode). Sets `features` to the
# `-enable-upcoming-feature` flags. Returns 2, with a message, when there is no compiler.
ios_compiler() {
  if [ -n "${SWIFTC_IOS:-}" ]; then
    read -ra kit <<< "$SWIFTC_IOS"
  elif command -v xcrun > /dev/null 2>&1; then
    kit=(xcrun --sdk iphoneos swiftc)
  else
    echo "no iOS compiler: set SWIFTC_IOS, or run on a Mac with Xcode" >&2
    return 2
  fi
  if ! command -v "${kit[0]}" > /dev/null 2>&1; then
    echo "SWIFTC_IOS names no command: ${kit[0]}" >&2
    return 2
  fi
  features=()
  local feature
  for feature in $(grep -oE 'enableUpcomingFeature\("[A-Za-z]+"\)' Package.swift | cut -d'"' -f2); do
    features+=(-enable-upcoming-feature "$feature")
  done
}
