vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, -v1.yxwz
add oD0, -r0, c3
mov oT0, -c1.zzzw
