// ps_1_3: texm3x3vspec environment reflection weighted by a Fresnel term kept in v1.a
ps_1_3
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3vspec t3, t0_bx2
mul r1, t3, v1.a
add r0, r1, v0
