#!/usr/bin/env python3
"""abl3.py MODE[+MODE..] < source > source': ablations of Rader's and the short one-kernel rows (XP, timing only).
perm: Rader's permutation table reads (uint)tw[Ou + e_].x -> (e_ * 5u) % P (a bijection, no table read; wrong
results); tabs: every other table read tw[Ou + ...] -> tw[Ou] (one entry per table, broadcast); nobar: no barriers"""
import re, sys
src = sys.stdin.read()
m = re.search(r'prime length (\d+)', src)
P = int(m.group(1)) if m else 0
for mode in sys.argv[1].split('+'):
    if mode == 'perm' and P:
        src = re.sub(r'\(uint\)tw\[(\d+)u \+ (e_|g_)\]\.x', lambda x: '((%s * 5u) %% %du)' % (x.group(2), P), src)
    elif mode == 'tabs':
        out, i = [], 0
        while True:
            j = src.find('tw[', i)
            if j < 0:
                out.append(src[i:]); break
            if j > 0 and (src[j-1].isalnum() or src[j-1] == '_'):
                out.append(src[i:j+3]); i = j + 3; continue
            d, k = 1, j + 3
            while d:
                d += {'[': 1, ']': -1}.get(src[k], 0); k += 1
            expr = src[j:k]
            mm = re.match(r'tw\[(\d+)u \+', expr)
            if src[k:k+2] == '.x' or not mm:
                out.append(src[i:k])
            else:
                out.append(src[i:j]); out.append('tw[%su]' % mm.group(1))
            i = k
        src = ''.join(out)
    elif mode == 'nobar':
        src = re.sub(r'\n\s*barrier\(CLK_LOCAL_MEM_FENCE\);', '', src)
    elif mode != 'none':
        sys.exit('unknown mode ' + mode)
sys.stdout.write(src)
