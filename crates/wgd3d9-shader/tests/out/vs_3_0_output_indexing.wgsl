struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var o: array<vec4<f32>, 5> = array<vec4<f32>, 5>();
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e18 = o[0];
    o[0] = select(_e18, vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false));
    let _e24 = consts[(_e4 + 1u)];
    let _e29 = o[0];
    o[0] = select(_e29, vec4(dot(in0_, bitcast<vec4<f32>>(_e24))), vec4<bool>(false, true, false, false));
    let _e35 = consts[(_e4 + 2u)];
    let _e40 = o[0];
    o[0] = select(_e40, vec4(dot(in0_, bitcast<vec4<f32>>(_e35))), vec4<bool>(false, false, true, false));
    let _e46 = consts[(_e4 + 3u)];
    let _e51 = o[0];
    o[0] = select(_e51, vec4(dot(in0_, bitcast<vec4<f32>>(_e46))), vec4<bool>(false, false, false, true));
    let _e57 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e57.x, 0i, 255i);
    loop_step = _e57.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in1_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e57.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e72 = loop_count;
        if (_e72 <= 0i) {
            break;
        }
        loop_count = (_e72 - 1i);
        let _e75 = r0_;
        let _e79 = consts[(_e4 + 4u)];
        let _e82 = r1_;
        let _e87 = u32((i32(_e82.x) + 10i));
        let _e92 = consts[(_e4 + min(_e87, 265u))];
        let _e97 = ((_e75 * bitcast<vec4<f32>>(_e79)) + select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e92), (_e87 < 256u)));
        o[(i32(_e82.x) + 0i)] = _e97;
        let _e102 = loop_step;
        r0_ = _e97;
        r1_ = select(_e82, vec4((_e82.x + f32(_e102))), vec4<bool>(true, false, false, false));
    }
    let _e109 = o[0];
    let _e112 = consts[(_e4 + 256u)];
    let _e117 = consts[(_e4 + 257u)];
    let _e124 = o[0];
    o[0] = select(_e124, ((_e109 * bitcast<vec4<f32>>(_e117)) + (bitcast<vec4<f32>>(_e112) * _e109.wwww)), vec4<bool>(true, true, true, false));
    let _e128 = o[0];
    let _e130 = o[1];
    let _e132 = o[2];
    let _e134 = o[3];
    let _e136 = o[4];
    return Output(_e128, _e130, _e132, _e134, _e136);
}
