vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
nop
mov oPos, v0
nop
mov oD0, v1
mov oT0, v3
