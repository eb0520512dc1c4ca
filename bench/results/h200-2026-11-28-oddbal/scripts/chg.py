# chg.py KIND PREC SHAPES [A [B]]: the shapes (comma-separated, or "smooth:LO:HI" for every 7-smooth length of
# LO to HI) whose plans differ between planner variants A and B (default greedy-odd-radices and the rules),
# each shape's pass radices under A -> under B; clfft-codegen's descriptions under the nvidia preset, no device.
# Run from the repository root with build/ built: /usr/bin/python3 .../chg.py c2c fp32 smooth:20000:4200000
import re, subprocess, sys
def passes(shape, kind, prec, variant):
    a = ['./build/clfft-codegen', '-n', shape, '-k', kind, '-p', 'nvidia', '-b', '16', '-d',
         '--backward-only' if kind == 'c2r' else '--forward-only']
    if prec == 'fp64': a.append('--fp64')
    if variant != 'rules': a += ['--variant', variant]
    out = subprocess.run(a, capture_output=True, text=True).stdout
    return [re.sub(r'.*pass \d+: \S+ -> \S+, ', '', l).split(', work-group')[0]
            for l in out.split('*/')[0].splitlines() if re.search(r'pass \d+:', l)]
kind, prec, spec = sys.argv[1:4]
A = sys.argv[4] if len(sys.argv) > 4 else 'greedy-odd-radices'
B = sys.argv[5] if len(sys.argv) > 5 else 'rules'
if spec.startswith('smooth:'):
    lo, hi = map(int, spec.split(':')[1:])
    shapes = sorted({2**a * 3**b * 5**c * 7**d for a in range(23) for b in range(5) for c in range(7) for d in range(2)
                     if lo <= 2**a * 3**b * 5**c * 7**d <= hi})
else:
    shapes = spec.split(',')
for s in shapes:
    pa, pb = passes(str(s), kind, prec, A), passes(str(s), kind, prec, B)
    if pa != pb:
        print(s, ' / '.join(pa), '->', ' / '.join(pb))
