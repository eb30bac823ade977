// ps_1_1: mad, sub and nop with constant registers c0..c7
ps_1_1
def c7, 1.0, 0.5, 0.25, 1.0
tex t0
nop
mad r1, t0, c0, c1
sub r0, r1, c7
nop
mad r0, r0, v0, c2
