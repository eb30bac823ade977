vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v1
if_lt v3, c0
add r0, r0, c1
endif
mov oD0, r0
mov oT0, v3
