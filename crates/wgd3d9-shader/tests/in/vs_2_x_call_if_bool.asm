// vs_2_x: call from inside a static if b# block, and if b# inside a subroutine
vs_2_x
dcl_position v0
dcl_normal v1
defb b0, true
defb b1, false
def c4, 0.0, 0.0, 0.0, 1.0
m4x4 oPos, v0, c0
mov r0, c4
if b0
    call l5
endif
mov oD0, r0
ret
label l5
    dp3 r1.x, v1, c5
    mul r0, r1.x, c6
    if b1
        add r0, r0, c7
    endif
ret
