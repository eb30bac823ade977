// ps_1_1: texm3x3pad twice then texm3x3tex, a tangent-to-world normal used for a cube lookup
ps_1_1
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2        // cube map lookup
mul r0, t3, v0
