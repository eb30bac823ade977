// vs_2_x: setp with every comparison (gt, eq, ge, lt, ne, le) and predicated moves
vs_2_x
dcl_position v0
dcl_texcoord0 v1
def c4, 0.0, 0.5, 1.0, -1.0
m4x4 oPos, v0, c0
mov r0, v1
mov r1, c4.x
setp_gt p0, r0, c4.y
(p0) add r1, r1, c4.z
setp_eq p0, r0, c4.x
(p0) add r1, r1, c4.z
setp_ge p0, r0, c4.z
(p0) add r1, r1, c4.z
setp_lt p0, r0, c4.w
(p0) add r1, r1, c4.z
setp_ne p0.xy, r0, c4.x
(p0) add r1.xy, r1, c4.z
setp_le p0.zw, r0, c4.y
(p0) add r1.zw, r1, c4.z
mov oT0, r1
