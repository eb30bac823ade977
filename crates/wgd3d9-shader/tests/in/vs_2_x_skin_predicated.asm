// vs_2_x: skinning that skips zero-weight bones through setp and predicated mova/m4x3
vs_2_x
dcl_position v0
dcl_blendweight v1
dcl_blendindices v2
def c4, 3.0, 1.0, 0.0, 0.0
mul r0, v2, c4.x
mov r9, v1
setp_gt p0.xy, r9, c4.z
mov r1, v0
mova a0.xy, r0
mov r3, c4.z
m4x3 r2.xyz, r1, c[a0.x + 20]
mul r2.xyz, r2, r9.x
(p0.y) m4x3 r3.xyz, r1, c[a0.y + 20]
(p0.y) mad r2.xyz, r3, r9.y, r2
mov r2.w, c4.y
m4x4 oPos, r2, c0
mov oD0, r9
