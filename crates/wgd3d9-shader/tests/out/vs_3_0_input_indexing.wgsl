struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var v: array<vec4<f32>, 4> = array<vec4<f32>, 4>();
    var loop_count: i32;
    var loop_step: i32;
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    let _e28 = v[0];
    let _e31 = consts[(_e13 + 0u)];
    let _e38 = v[0];
    let _e41 = consts[(_e13 + 1u)];
    let _e48 = v[0];
    let _e52 = consts[(_e13 + 2u)];
    let _e59 = v[0];
    let _e63 = consts[(_e13 + 3u)];
    let _e72 = vec4<i32>(3i, 1i, 1i, 0i);
    loop_count = clamp(_e72.x, 0i, 255i);
    loop_step = _e72.z;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e31))), vec4<bool>(true, false, false, false)), vec4(dot(_e38, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, true, false, false)), vec4(dot(_e48, bitcast<vec4<f32>>(_e52))), vec4<bool>(false, false, true, false)), vec4(dot(_e59, bitcast<vec4<f32>>(_e63))), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e72.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e86 = loop_count;
        if (_e86 <= 0i) {
            break;
        }
        loop_count = (_e86 - 1i);
        let _e89 = r0_;
        let _e90 = r1_;
        let _e95 = v[(i32(_e90.x) + 0i)];
        let _e97 = loop_step;
        r0_ = (_e89 + _e95);
        r1_ = select(_e90, vec4((_e90.x + f32(_e97))), vec4<bool>(true, false, false, false));
    }
    let _e103 = r0_;
    let _e104 = o0_;
    let _e108 = consts[(_e13 + 256u)];
    let _e113 = consts[(_e13 + 257u)];
    return Output(select(_e104, ((_e104 * bitcast<vec4<f32>>(_e113)) + (bitcast<vec4<f32>>(_e108) * _e104.wwww)), vec4<bool>(true, true, true, false)), _e103, (_e9 >> 12u));
}
