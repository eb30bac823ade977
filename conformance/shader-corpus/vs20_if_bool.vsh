vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defb b10, true
defb b11, false
mov oPos, v0
mov r0, v1
if b0
add r0, r0, c1
endif
if b1
mul r0, r0, c2
else
mul r0, r0, c3
endif
if b10
add r0, r0, c4
endif
if !b11
sub r0, r0, c5
endif
mov oD0, r0
mov oT0, v3
