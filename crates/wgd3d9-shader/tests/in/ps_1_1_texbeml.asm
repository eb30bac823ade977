// ps_1_1: texbeml, bump-environment mapping with luminance correction from the bump map's third channel
ps_1_1
tex t0                       // du, dv, luminance
texbeml t1, t0
mov r0, t1
