// ps_1_3: texm3x3 producing a rotated normal as colour, used for a dot product with v0
ps_1_3
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3 t3, t0_bx2
dp3_sat r0, t3_bx2, v0_bx2
