vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v1
if_gt v3.x, c0.x
add r0, r0, c1
else
sub r0, r0, c1
endif
if_le v3.y, c2.y
mul r0, r0, c3
endif
mov oD0, r0
mov oT0, v3
