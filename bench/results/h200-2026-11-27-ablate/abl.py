#!/usr/bin/env python3
"""abl.py MODE < source > source': ablations of generated OpenCL C (XP, timing only; results wrong).
MODE: none | alltw (every table read -> tw[0u]) | filter (the filter's reads -> tw[0u])
      | nobar (no barriers) | iotw (chirp/row-twiddle reads in loads/stores -> tw[0u]) | stage (stage twiddles)"""
import re, sys
mode = sys.argv[1]
src = sys.stdin.read()

def sub_tw(text, pred):
    out, i = [], 0
    while True:
        j = text.find('tw[', i)
        if j < 0:
            out.append(text[i:]); break
        if j > 0 and (text[j-1].isalnum() or text[j-1] == '_'):
            out.append(text[i:j+3]); i = j + 3; continue
        d, k = 1, j + 3
        while d:
            d += {'[': 1, ']': -1}.get(text[k], 0); k += 1
        ls = text.rfind('\n', 0, j) + 1; le = text.find('\n', j)
        line = text[ls:le]
        out.append(text[i:j]); out.append('tw[0u]' if pred(line, text, j) else text[j:k]); i = k
    return ''.join(out)

if mode == 'alltw':
    src = sub_tw(src, lambda l, t, j: True)
elif mode == 'filter':
    def isf(l, t, j):
        if re.match(r'\s*const cplx fl\d+_\d+ = tw\[', l): return True
        # w = cmul(w, tw[...]) right after the filter comment
        c = t.rfind('/* Times the spectrum of the chirp filter. */', 0, j)
        return c >= 0 and re.match(r'\s*w\d+_\d+_\d+ = cmul\(w\d+_\d+_\d+, tw\[', l) is not None and '\n\n' not in t[c:j] and t[c:j].count('barrier') == 0 and t[c:j].count('{') == t[c:j].count('}')
    src = sub_tw(src, isf)
elif mode == 'iotw':
    src = sub_tw(src, lambda l, t, j: ('e_' in l or 'ka_' in l or 'cmul(u' in l or 'y_' in l) and 'fl' not in l)
elif mode == 'stage':
    src = sub_tw(src, lambda l, t, j: re.match(r'\s*const cplx (tp|tw)\d+ = tw\[', l) is not None)
elif mode == 'nobar':
    src = src.replace('barrier(CLK_LOCAL_MEM_FENCE);', '')
elif mode != 'none':
    sys.exit('unknown mode ' + mode)
sys.stdout.write(src)
