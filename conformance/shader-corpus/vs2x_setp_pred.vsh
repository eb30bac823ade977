vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v1
setp_gt p0, v3, c0
(p0) add r0, r0, c1
(!p0) mul r0, r0, c2
(p0.x) mov r0.w, c3.x
mov oD0, r0
mov oT0, v3
