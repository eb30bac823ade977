vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v3
mov r0.w, c1.x
lit r1, r0
dst r2, v3, c3
mov oD0, r1
mov oT0, r2
