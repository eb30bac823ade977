// ps_1_1: tex t0 then r0 as the output colour
ps_1_1
tex t0
mov r0, t0
