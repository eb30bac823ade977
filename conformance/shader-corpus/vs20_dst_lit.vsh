vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
dst r0, v3, c1
lit r1, v1
mov oD0, r0
mov oT0, r1
