#!/usr/bin/env python3
"""abl2.py MODE[+MODE..] < source > source': ablations of the real twist passes (XP, timing only; results wrong).
twist: R2C store twist table reads tw[Nu + eK] -> tw[Nu]; align: odd row distances b * D (D odd) -> D - 1;
pairs: the paired pass's pairs per transform padded to a multiple of 8; mirror: C2R loads read e_ not its mirror"""
import re, sys
src = sys.stdin.read()
for mode in sys.argv[1].split('+'):
    if mode == 'twist':
        src = re.sub(r'tw\[(\d+)u \+ e(\d+)\]', r'tw[\1u]', src)
    elif mode == 'align':
        src = re.sub(r'(src|dst)\[b \* (\d+) \+', lambda m: '%s[b * %d +' % (m.group(1), int(m.group(2)) - (int(m.group(2)) & 1)), src)
    elif mode == 'pairs':
        def pad(m):
            n = int(m.group(2)); return m.group(1) + str((n + 7) // 8 * 8)
        src = re.sub(r'(const uint b = pr / )(\d+)', pad, src)
        src = re.sub(r'(const uint pi = pr - b \* )(\d+)', pad, src)
    elif mode == 'mirror':
        src = re.sub(r'src\[b \* (\d+) \+ \((\d+) - e_\)\]', r'src[b * \1 + e_]', src)
    elif mode == 'fourstep':
        src = re.sub(r'tw\[\d+u \+ \([^\]]*\) \* \d+u \+ k\]', 'tw[0u]', src)
    elif mode == 'partner':
        src = re.sub(r'ex\[pm \* (\d+)u \+ padded(\d+)\(kb(\d+)\)\]', r'ex[mm * \1u + padded\2(ka\3)]', src)
    elif mode == 'nobar':
        src = re.sub(r'\n\s*barrier\(CLK_LOCAL_MEM_FENCE\);', '', src)
    elif mode == 'alltw':
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
            out.append(src[i:j]); out.append('tw[0u]'); i = k
        src = ''.join(out)
    elif mode != 'none':
        sys.exit('unknown mode ' + mode)
sys.stdout.write(src)
