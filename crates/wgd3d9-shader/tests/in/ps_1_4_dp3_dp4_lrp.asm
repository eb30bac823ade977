// ps_1_4: dp3 with _bx2 inputs, dp4 against a constant, lrp and _sat
ps_1_4
def c0, 0.25, 0.25, 0.25, 0.25
texld r0, t0
texld r1, t1
dp3_sat r2, r0_bx2, v0_bx2
dp4 r3, r1, c0
lrp r4, r2, r0, r1
mul_sat r0, r4, r3
