// ps_1_2: texm3x3 (no lookup), the rotated normal itself used as a colour
ps_1_2
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3 t3, t0_bx2
dp3_sat r0, t3, v0_bx2
