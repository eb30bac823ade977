vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v1.yxzx
add r1, v3.wwzy, c1.zxyw
mov oD0, r0
mov oT0, r1
