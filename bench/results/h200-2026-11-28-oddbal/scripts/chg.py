import subprocess,re,sys
def desc(n,kind,fp64,var=None):
    a=['./build/clfft-codegen','-n',str(n),'-k',kind,'-p','nvidia','-b','16','-d','--forward-only' if kind!='c2r' else '--backward-only']
    if fp64:a.append('--fp64')
    if var:a+=['--variant',var]
    out=subprocess.run(a,capture_output=True,text=True).stdout
    return [l for l in out.split('*/')[0].splitlines() if 'pass ' in l]
kind=sys.argv[1]; fp64=sys.argv[2]=='fp64'; ns=sys.argv[3].split(',')
for n in ns:
    a=desc(n,kind,fp64,'greedy-odd-radices'); b=desc(n,kind,fp64)
    if a!=b:
        f=lambda L:' / '.join(re.sub(r'.*pass \d+: \S+ -> \S+, ','',l).split(', work-group')[0] for l in L)
        print(n,f(a),'->',f(b))
