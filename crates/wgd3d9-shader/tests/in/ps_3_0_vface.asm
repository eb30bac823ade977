// ps_3_0: vFace for two-sided lighting, in cmp, setp and if_comp
ps_3_0
dcl vFace
dcl_texcoord0 v0.xyz
dcl_color0 v1
def c0, 1.0, -1.0, 0.0, 0.0
cmp r0.x, vFace, c0.x, c0.y       // +1 front, -1 back
mul r1.xyz, v0, r0.x              // flip the normal for back faces
dp3_sat r2.x, r1, c1
mul r3, v1, r2.x
setp_lt p0.x, vFace, c0.z
(p0.x) mul r3.xyz, r3, c2
if_ge vFace, c0.z
    add r3.xyz, r3, c3
endif
mov oC0, r3
