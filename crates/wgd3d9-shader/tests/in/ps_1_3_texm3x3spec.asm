// ps_1_3: texm3x3spec with a constant eye vector, specular cube map added to the diffuse colour
ps_1_3
def c0, 0.0, 0.0, 1.0, 0.0
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3spec t3, t0_bx2, c0
mad r0, t3, c1, v0
