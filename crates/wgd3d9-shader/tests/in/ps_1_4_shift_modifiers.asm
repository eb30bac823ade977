// ps_1_4: every result shift, _x2 _x4 _x8 _d2 _d4 _d8
ps_1_4
texld r0, t0
texld r1, t1
mul_x2 r2, r0, r1
mul_x4 r3, r0, v0
mul_x8 r4, r1, v1
add_d2 r2, r2, r3
add_d4 r3, r4, r2
mad_d8 r0, r3, r1, r2
