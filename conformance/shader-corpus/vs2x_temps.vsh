vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r20, v1
mov r31, v3
add r25, r20, r31
mov oD0, r25
mov oT0, r31
