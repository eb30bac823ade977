// ps_1_3: cmp and dp4 in one shader
ps_1_3
def c0, 0.3, 0.59, 0.11, 0.0
tex t0
tex t1
dp4 r1, t0, c0
sub r1, r1, c1
cmp r0, r1, t0, t1
