// ps_2_x: texldb, texldp and texkill (the ps_2_0 texture set) inside a ps_2_x shader
ps_2_x
dcl t0
dcl t1
dcl_2d s0
dcl_2d s1
texkill t1
texldb r0, t0, s0
texldp r1, t1, s1
mul r0, r0, r1
mov oC0, r0
