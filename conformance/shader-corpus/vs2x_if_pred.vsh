vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, v1
setp_lt p0, v3, c1
if p0.y
add r0, r0, c2
endif
if !p0.x
mul r0, r0, c3
endif
callnz l3, p0.z
mov oD0, r0
mov oT0, v3
ret
label l3
add r0, r0, c4
ret
