vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov oD0, v1
mov oT0, v3
