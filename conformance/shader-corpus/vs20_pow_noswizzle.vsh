vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
pow r0, v1, c2
mov oD0, r0
mov oT0, r0
