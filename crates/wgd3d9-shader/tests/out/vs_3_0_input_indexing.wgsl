struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var v: array<vec4<f32>, 4> = array<vec4<f32>, 4>();
    var loop_count: i32;
    var loop_step: i32;
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    let _e18 = v[0];
    let _e22 = consts[(_e4 + 0u)];
    let _e29 = v[0];
    let _e33 = consts[(_e4 + 1u)];
    let _e40 = v[0];
    let _e44 = consts[(_e4 + 2u)];
    let _e51 = v[0];
    let _e55 = consts[(_e4 + 3u)];
    let _e64 = vec4<i32>(3i, 1i, 1i, 0i);
    loop_count = clamp(_e64.x, 0i, 255i);
    loop_step = _e64.z;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(_e29, bitcast<vec4<f32>>(_e33))), vec4<bool>(false, true, false, false)), vec4(dot(_e40, bitcast<vec4<f32>>(_e44))), vec4<bool>(false, false, true, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e64.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e78 = loop_count;
        if (_e78 <= 0i) {
            break;
        }
        loop_count = (_e78 - 1i);
        let _e81 = r0_;
        let _e82 = r1_;
        let _e87 = v[(i32(_e82.x) + 0i)];
        let _e89 = loop_step;
        r0_ = (_e81 + _e87);
        r1_ = select(_e82, vec4((_e82.x + f32(_e89))), vec4<bool>(true, false, false, false));
    }
    let _e95 = r0_;
    let _e96 = o0_;
    let _e100 = consts[(_e4 + 256u)];
    let _e105 = consts[(_e4 + 257u)];
    return Output(select(_e96, ((_e96 * bitcast<vec4<f32>>(_e105)) + (bitcast<vec4<f32>>(_e100) * _e96.wwww)), vec4<bool>(true, true, true, false)), _e95);
}
