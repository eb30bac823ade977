// ps_1_2: texbeml and texcoord with nop, a luminance-scaled bump environment over interpolated coordinates
ps_1_2
tex t0
texbeml t1, t0
texcoord t2
nop
mul r0, t1, t2
