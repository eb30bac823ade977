// ps_1_2: texm3x3vspec reflection with the eye vector from the texcoord q components
ps_1_2
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3vspec t3, t0_bx2
mad r0, t3, v1, v0
