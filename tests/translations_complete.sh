#!/usr/bin/env bash
# Every user-visible string of the app is translated in every shipped language, and every %n string has
# its English plural forms (dicechess_en.ts): lupdate re-reads the sources into copies of the .ts files,
# and no entry may be unfinished (a new tr() string, or an old one changed, shows up as unfinished until
# it is translated). Usage: translations_complete.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$src"/resources/translations/dicechess_*.ts "$work"/
cd "$src"
others=()
for ts in "$work"/dicechess_*.ts; do
  [[ $ts == */dicechess_en.ts ]] || others+=("$ts")
done
/usr/lib/qt6/bin/lupdate -silent -no-obsolete -locations none ui app/gui -ts "${others[@]}"
# English is the source language: its file holds only the plural forms of the %n strings.
/usr/lib/qt6/bin/lupdate -silent -pluralonly -no-obsolete -locations none ui app/gui -ts "$work"/dicechess_en.ts
status=0
for ts in "$work"/dicechess_*.ts; do
  missing=$(python3 - "$ts" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
for context in root.iter('context'):
    name = context.findtext('name')
    for message in context.iter('message'):
        translation = message.find('translation')
        forms = translation.findall('numerusform')
        texts = [f.text for f in forms] if forms else [translation.text]
        if translation.get('type') == 'unfinished' or not all(t and t.strip() for t in texts):
            print(f"  {name}: {message.findtext('source')!r}")
PY
)
  if [[ -n $missing ]]; then
    echo "$(basename "$ts"): untranslated strings (run scripts/update-translations, then translate):"
    echo "$missing"
    status=1
  else
    echo "$(basename "$ts"): complete"
  fi
done
exit $status
