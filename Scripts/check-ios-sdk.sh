#!/usr/bin/env bash
# Type-checks the package for iOS against Apple's iOS SDK, as Xcode builds it into an app.
#
# Usage: Scripts/check-ios-sdk.sh [OUTPUT_DIR]          (default: .build/ios-sdk)
#
# The compiler is the command in SWIFTC_IOS (arguments allowed); without it, `xcrun --sdk iphoneos
# swiftc` where xcrun exists, so the script runs unchanged on a Mac with Xcode. Everything is
# checked in Swift 6 mode, with the upcoming features Package.swift turns on, the package name and
# warnings as errors, for arm64-apple-ios13.0, the package's deployment target:
#
#   1. KeyboardAvoidance and KeyboardAvoidanceTesting, emitted as modules, once for an app and once
#      with -application-extension (the SDK's own app-extension markings);
#   2. every Swift sample of the README and the DocC articles (Scripts/check-doc-samples.py --ios);
#   3. the app sources of Checks/Consumer, the README's installation, for an app and an extension,
#      and its test target against the app with the stand-in for Swift Testing;
#   4. a probe of the Apple models (Checks/AppleModels/make-sdk-probe.py): every declaration the
#      models make, used exactly as the model states its name, type, isolation and availability,
#      for an app and an extension; first against the models themselves, which checks the probe;
#   5. the demo app in Examples/KeyboardAvoidanceDemo: its screens library and its app target, at
#      the demo's iOS 16 deployment target;
#   6. three canaries the SDK must reject (a main-actor property read off the main actor, an iOS 15
#      API at the iOS 13 target, UIApplication.shared in an app extension), so a setup that would
#      let everything through fails instead.
#
# Prints one line per diagnostic, `step: file:line:column: error: message`, then a summary line;
# exits 1 if any step has an error or a warning, 2 when there is no compiler. Modules and logs go
# to OUTPUT_DIR; the compiler's module cache is its own (swiftc-ios keeps it under $TMPDIR).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${1:-.build/ios-sdk}
mkdir -p "$out"
out=$(cd "$out" && pwd)

# shellcheck source=Scripts/ios-sdk/compiler.sh
. Scripts/ios-sdk/compiler.sh
ios_compiler || exit 2
swift6=(-swift-version 6 "${features[@]}" -warnings-as-errors)
ios13=(-target arm64-apple-ios13.0)

steps=0
failed=0
errors=0
warnings=0

# Runs one compiler command as the step named $1; its diagnostics become one line each.
check() {
  local name=$1
  shift
  local log="$out/logs/${name//[^A-Za-z0-9._-]/-}.log"
  mkdir -p "$out/logs"
  steps=$((steps + 1))
  local status=0
  "$@" > "$log" 2>&1 || status=$?
  local found
  found=$(grep -E '^[^ ].*:[0-9]+:[0-9]+: (error|warning): ' "$log" | sed "s|^$root/||" | sort -u)
  if [ -n "$found" ]; then
    printf '%s\n' "$found" | sed "s|^|$name: |"
    errors=$((errors + $(printf '%s\n' "$found" | grep -c ': error: ')))
    warnings=$((warnings + $(printf '%s\n' "$found" | grep -c ': warning: ')))
  fi
  if [ "$status" -ne 0 ] || [ -n "$found" ]; then
    failed=$((failed + 1))
    if [ -z "$found" ]; then
      errors=$((errors + 1))
      echo "$name: exited with status $status (log: $log):"
      tail -n 5 "$log" | sed 's/^/  /'
    fi
  fi
}

# A canary: the step fails unless the compiler rejects the code with the error expected.
reject() {
  local name=$1 expected=$2 code=$3
  shift 3
  local file="$out/canaries/${name// /-}.swift"
  mkdir -p "$out/canaries"
  printf '%s\n' "$code" > "$file"
  steps=$((steps + 1))
  "${kit[@]}" -typecheck "${swift6[@]}" "$@" "$file" > "$file.log" 2>&1
  if ! grep -qE "error: .*$expected" "$file.log"; then
    failed=$((failed + 1))
    errors=$((errors + 1))
    echo "canary: $name was not rejected with \"$expected\", as Xcode rejects it (log: $file.log)"
  fi
}

library_sources=$(find Sources/KeyboardAvoidance -name '*.swift' | sort)
testing_sources=$(find Sources/KeyboardAvoidanceTesting -name '*.swift' | sort)

# 1 and 3: the libraries as an app and as an app extension, and the consumer on each.
for mode in app extension; do
  modules="$out/$mode"
  rm -rf "$modules"
  mkdir -p "$modules"
  extra=()
  [ "$mode" = extension ] && extra=(-application-extension)
  # shellcheck disable=SC2086
  check "KeyboardAvoidance ($mode)" "${kit[@]}" -emit-module "${swift6[@]}" "${ios13[@]}" \
    "${extra[@]}" -parse-as-library -package-name KeyboardAvoidance -module-name KeyboardAvoidance \
    -emit-module-path "$modules/KeyboardAvoidance.swiftmodule" $library_sources
  # shellcheck disable=SC2086
  check "KeyboardAvoidanceTesting ($mode)" "${kit[@]}" -emit-module "${swift6[@]}" "${ios13[@]}" \
    "${extra[@]}" -parse-as-library -package-name KeyboardAvoidance \
    -module-name KeyboardAvoidanceTesting -I "$modules" \
    -emit-module-path "$modules/KeyboardAvoidanceTesting.swiftmodule" $testing_sources
  check "Checks/Consumer ($mode)" "${kit[@]}" -typecheck "${swift6[@]}" "${ios13[@]}" \
    "${extra[@]}" -parse-as-library -module-name App -I "$modules" \
    $(find Checks/Consumer/Sources -name '*.swift' | sort)
done

# 2: the documentation's samples, with the stand-in for Swift Testing.
check "Testing stand-in" "${kit[@]}" -emit-module "${swift6[@]}" "${ios13[@]}" -parse-as-library \
  -module-name Testing -emit-module-path "$out/app/Testing.swiftmodule" Scripts/ios-sdk/Testing.swift

# 3, continued: Checks/Consumer's test target, as Xcode compiles it against the app: the app as a
# module, then the tests with the stand-in for Swift Testing (their macros rewritten as the
# samples' are). Tests run in an app, so there is no app-extension build of them.
consumer="$out/consumer"
rm -rf "$consumer"
mkdir -p "$consumer"
# shellcheck disable=SC2046
check "Checks/Consumer (app module)" "${kit[@]}" -emit-module "${swift6[@]}" "${ios13[@]}" \
  -parse-as-library -module-name App -I "$out/app" -emit-module-path "$consumer/App.swiftmodule" \
  $(find Checks/Consumer/Sources -name '*.swift' | sort)
# shellcheck disable=SC2046
python3 Scripts/check-doc-samples.py --rewrite-tests "$consumer/tests" \
  $(find Checks/Consumer/Tests -name '*.swift' | sort)
# shellcheck disable=SC2046
check "Checks/Consumer (tests)" "${kit[@]}" -typecheck "${swift6[@]}" "${ios13[@]}" \
  -parse-as-library -module-name AppTests -I "$out/app" -I "$consumer" \
  $(find "$consumer/tests" -name '*.swift' | sort)
steps=$((steps + 1))
if ! SWIFTC_IOS="${kit[*]}" python3 Scripts/check-doc-samples.py --ios "$out/app" \
  > "$out/logs/samples.log" 2>&1; then
  failed=$((failed + 1))
  errors=$((errors + $(grep -c 'does not compile' "$out/logs/samples.log")))
  grep -E 'does not compile|: error: |: warning: |^check-doc-samples' "$out/logs/samples.log" |
    sed 's/^/samples: /'
fi

# 4: the probe of the Apple models, made from the models' symbol graphs. The models build with
# the host's compiler; the probe must compile against them before it means anything for the SDK.
probe="$out/probe"
rm -rf "$probe"
mkdir -p "$probe/graphs"
steps=$((steps + 1))
if (cd Checks/AppleModels && swift build --target SwiftUI -Xswiftc -warnings-as-errors) \
  > "$out/logs/models.log" 2>&1; then
  models_bin=$(cd Checks/AppleModels && swift build --show-bin-path)
  host=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
  for framework in UIKit SwiftUI Combine QuartzCore; do
    swift-symbolgraph-extract -module-name "$framework" -I "$models_bin/Modules" -target "$host" \
      -minimum-access-level public -output-dir "$probe/graphs" >> "$out/logs/models.log" 2>&1
  done
  if python3 Checks/AppleModels/make-sdk-probe.py "$probe/graphs" "$probe/Probe.swift"; then
    check "probe against the models" swiftc -typecheck "${swift6[@]}" -parse-as-library \
      -I "$models_bin/Modules" "$probe/Probe.swift"
    check "probe (app)" "${kit[@]}" -typecheck "${swift6[@]}" "${ios13[@]}" -parse-as-library \
      "$probe/Probe.swift"
    check "probe (extension)" "${kit[@]}" -typecheck "${swift6[@]}" "${ios13[@]}" \
      -application-extension -parse-as-library "$probe/Probe.swift"
  else
    failed=$((failed + 1))
    errors=$((errors + 1))
    echo "probe: make-sdk-probe.py failed"
  fi
else
  failed=$((failed + 1))
  errors=$((errors + 1))
  echo "probe: the Apple models do not build (log: $out/logs/models.log)"
fi

# 5: the demo app at its own deployment target: the screens as a module, then the app on them.
demo=Examples/KeyboardAvoidanceDemo/Sources
if [ -d "$demo" ]; then
  ios16=(-target arm64-apple-ios16.0)
  check "demo: DemoScreens" "${kit[@]}" -emit-module "${swift6[@]}" "${ios16[@]}" \
    -parse-as-library -module-name DemoScreens -I "$out/app" \
    -emit-module-path "$out/app/DemoScreens.swiftmodule" \
    $(find "$demo/DemoScreens" -name '*.swift' | sort)
  check "demo: KeyboardAvoidanceDemo (the app)" "${kit[@]}" -typecheck "${swift6[@]}" \
    "${ios16[@]}" -parse-as-library -module-name KeyboardAvoidanceDemo -I "$out/app" \
    $(find "$demo/KeyboardAvoidanceDemo" -name '*.swift' | sort)
fi

# 6: what Xcode rejects must be rejected here too.
reject "a main-actor property read off the main actor" "main actor-isolated property 'bounds'" \
  'import UIKit
nonisolated func height(of view: UIView) -> CGFloat { view.bounds.height }' "${ios13[@]}"
reject "an iOS 15 API at the iOS 13 target" "only available in iOS 15.0 or newer" \
  'import UIKit
@MainActor func guide(of view: UIView) -> UILayoutGuide { view.keyboardLayoutGuide }' "${ios13[@]}"
reject "UIApplication.shared in an app extension" "unavailable in application extensions" \
  'import UIKit
@MainActor func application() -> UIApplication { UIApplication.shared }' "${ios13[@]}" \
  -application-extension

echo "check-ios-sdk: $steps steps, $failed failed; $errors errors, $warnings warnings" \
  "(${kit[*]}, arm64-apple-ios13.0)"
[ "$failed" -eq 0 ]
