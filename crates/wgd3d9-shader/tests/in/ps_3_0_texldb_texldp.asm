// ps_3_0: texldb (bias in .w) and texldp (projective divide by .w) on cube and 2D samplers
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_cube s0
dcl_2d s1
texldb r0, v0, s0
texldp r1, v1, s1
mul oC0, r0, r1
