#!/bin/bash
# call139: (a) real planes wherever a plane fits (allplanes: real_plane_pays always) against the rule, now that
# real planes run two per transform; (b) C2C planes with the narrow radices (narrow-radix) against radix 32
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
rm -rf /tmp/allplanes && mkdir -p /tmp/allplanes && tar --exclude=./.device --exclude=./build --exclude=./.git -cf - . | tar -x -C /tmp/allplanes
python3 - <<'PY'
p='/tmp/allplanes/lib/solve.c'; s=open(p).read()
i=s.index('static int real_plane_pays('); j=s.index('{',i); k=s.index('\n}\n',j)
s=s[:j]+'{\n    (void)prof;\n    return n1 >= 2 && n2 >= 2;'+s[k:]
open(p,'w').write(s)
PY
grep -A4 "static int real_plane_pays" /tmp/allplanes/lib/solve.c
bash .device/build.sh new=. allplanes=/tmp/allplanes
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call139; mkdir -p $out
A="--sizes 128x16,512x8,256x16,16x256,60x60,64x36,48x48,100x40,80x50,64x48,36x64,64x32,32x64,30x30x30,8x60x60 --fp64-sizes 60x60,128x16 --kind r2c,c2r --precision both --elements 134217728 --rounds 2"
bash .device/abrun.sh $out/planes 2 "$A" 0 new allplanes
python3 .device/cmpvar.py $out/planes new allplanes
A="--sizes 64x64x64,32x32x32,64x64,48x48,32x64,16x16x16 --fp64-sizes 64x64x64,64x64 --kind c2c --precision both --elements 134217728 --rounds 2"
bash .device/abvar.sh $out/c2c 2 "$A" new rules narrow-radix
python3 .device/cmpvar.py $out/c2c rules narrow-radix
echo "done $(( $(date +%s) - start )) s"
