// ps_2_x: texld inside static flow control (if b#), where gradients stay valid
ps_2_x
dcl t0.xy
dcl t1.xy
dcl_2d s0
dcl_2d s1
defb b3, true
texld r0, t0, s0
if b3
    texld r1, t1, s1
    mul r0, r0, r1
endif
mov oC0, r0
